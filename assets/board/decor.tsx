<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="decor" tilewidth="96" tileheight="96" tilecount="6" columns="6">
 <image source="decor.png" width="576" height="96"/>
 <tile id="0">
  <properties>
   <property name="depicts" value="decor pine"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="depicts" value="decor pines"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="depicts" value="decor boulder"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="depicts" value="decor ibex"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="depicts" value="decor cow"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="depicts" value="decor edelweiss"/>
  </properties>
 </tile>
</tileset>
