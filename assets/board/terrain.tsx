<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="terrain" tilewidth="40" tileheight="40" tilecount="50" columns="10">
 <image source="terrain.png" width="400" height="200"/>
 <tile id="0">
  <properties>
   <property name="depicts" value="grass 0"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="depicts" value="grass 1"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="depicts" value="grass 2"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="depicts" value="grass 3"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="depicts" value="grass 4"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="depicts" value="grass 5"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="depicts" value="flowers 0"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="depicts" value="flowers 1"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="depicts" value="flowers 2"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="depicts" value="flowers 3"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="depicts" value="wood 0"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="depicts" value="wood 1"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="depicts" value="wood 2"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="depicts" value="wood 3"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="depicts" value="frame tl"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="depicts" value="frame t"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="depicts" value="frame tr"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="depicts" value="frame l"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="depicts" value="frame r"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="depicts" value="frame bl"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="depicts" value="frame b"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="depicts" value="frame br"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="depicts" value="path h"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="depicts" value="path v"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="depicts" value="path tl"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="depicts" value="path tr"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="depicts" value="path bl"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="depicts" value="path br"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="depicts" value="parchment tl"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="depicts" value="parchment t"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="depicts" value="parchment tr"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="depicts" value="parchment l"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="depicts" value="parchment c"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="depicts" value="parchment r"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="depicts" value="parchment bl"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="depicts" value="parchment b"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="depicts" value="parchment br"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="depicts" value="felt tl"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="depicts" value="felt t"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="depicts" value="felt tr"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="depicts" value="felt l"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="depicts" value="felt c"/>
  </properties>
 </tile>
 <tile id="42">
  <properties>
   <property name="depicts" value="felt r"/>
  </properties>
 </tile>
 <tile id="43">
  <properties>
   <property name="depicts" value="felt bl"/>
  </properties>
 </tile>
 <tile id="44">
  <properties>
   <property name="depicts" value="felt b"/>
  </properties>
 </tile>
 <tile id="45">
  <properties>
   <property name="depicts" value="felt br"/>
  </properties>
 </tile>
</tileset>
