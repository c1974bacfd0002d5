<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="spaces" tilewidth="90" tileheight="90" tilecount="50" columns="10">
 <image source="spaces.png" width="900" height="450"/>
 <tile id="0">
  <properties>
   <property name="depicts" value="first 1"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="depicts" value="first 2"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="depicts" value="first 3"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="depicts" value="first 4"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="depicts" value="first 5"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="depicts" value="first 6"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="depicts" value="first 7"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="depicts" value="first 8"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="depicts" value="first 9"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="depicts" value="first 10"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="depicts" value="first 11"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="depicts" value="first 12"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="depicts" value="first 13"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="depicts" value="first 14"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="depicts" value="first 15"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="depicts" value="first 16"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="depicts" value="plain"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="depicts" value="double"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="depicts" value="happy"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="depicts" value="cowpie 1"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="depicts" value="cowpie 2"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="depicts" value="cowpie 3"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="depicts" value="cowpie 4"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="depicts" value="cowpie 5"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="depicts" value="cowpie 6"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="depicts" value="cowpie 7"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="depicts" value="cowpie 8"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="depicts" value="cowpie 9"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="depicts" value="ibex 1"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="depicts" value="ibex 2"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="depicts" value="ibex 3"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="depicts" value="ibex 4"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="depicts" value="ibex 5"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="depicts" value="ibex 6"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="depicts" value="ibex 7"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="depicts" value="ibex 8"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="depicts" value="ibex 9"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="depicts" value="ibex 10"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="depicts" value="ibex 11"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="depicts" value="ibex 12"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="depicts" value="ibex 13"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="depicts" value="ibex 14"/>
  </properties>
 </tile>
 <tile id="42">
  <properties>
   <property name="depicts" value="ibex 15"/>
  </properties>
 </tile>
 <tile id="43">
  <properties>
   <property name="depicts" value="ibex 16"/>
  </properties>
 </tile>
 <tile id="44">
  <properties>
   <property name="depicts" value="ibex 17"/>
  </properties>
 </tile>
 <tile id="45">
  <properties>
   <property name="depicts" value="ibex 18"/>
  </properties>
 </tile>
 <tile id="46">
  <properties>
   <property name="depicts" value="ibex 19"/>
  </properties>
 </tile>
 <tile id="47">
  <properties>
   <property name="depicts" value="ibex 20"/>
  </properties>
 </tile>
 <tile id="48">
  <properties>
   <property name="depicts" value="start"/>
  </properties>
 </tile>
 <tile id="49">
  <properties>
   <property name="depicts" value="dung_heap"/>
  </properties>
 </tile>
</tileset>
